#version 450
#extension GL_EXT_samplerless_texture_functions : require
// vktexel probe template. One invocation runs one probe and stores the raw result bits, so the
// host compares bit-exactly. @NAME@ markers are filled in by framework/shadergen; each `case`
// of the switch is one variant (a fetch, a fetch with a ConstOffset, a query ...) on one slot
// of `img`, an array indexed by constants when a dispatch binds several views. With separate
// samplers, `smp` at binding 1 holds the samplers in reverse slot order, joined to `img` per call.
// With a run-time slot index each case is a variant and the slot is read from the probe;
// NonUniform shaders also permute invocations to probes (run/lane_scatter.h).
layout(local_size_x = 64) in;

struct Probe {
  ivec4 coord;  // x, y, z, array layer
  int lod;
  int variant;  // index of the code path below
  int sampleIndex;
  int reserved;
};

layout(set = 0, binding = 0, std430) readonly buffer Probes { Probe probes[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Results { uvec4 results[]; };
layout(set = 1, binding = 0) uniform @IMAGE_TYPE@ img@SLOTS@;
@SAMPLER_BINDING@
layout(push_constant) uniform Range {
  uint first;
  uint count;@RANGE_PERMUTATION@
} range;

#define RESULT @RESULT_TYPE@
#define UNWRITTEN @UNWRITTEN@
uvec4 toBits(RESULT v) { return @TO_BITS@; }
RESULT fromBits(uvec4 u) { return @FROM_BITS@; }

void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= range.count) return;@PERMUTATION@
  Probe p = probes[range.first + @PROBE_OF_INVOCATION@];
  uvec4 bits = uvec4(0);@SLOT_OF_PROBE@
  switch (@PATH@) {
@VARIANTS@
  }
  results[range.first + @PROBE_OF_INVOCATION@] = bits;
}
