#version 450
// vktexel multisample fill (SEMANTICS §6.3). The portable path: each draw writes one sample,
// chosen by the coverage mask. The sample-shading path: one draw, one invocation per sample
// (reading gl_SampleID forces it). Either writes the CPU model's value for this pixel and sample,
// stored as raw bits in the model's order (layer, y, x, sample). @NAME@ markers: shadergen.
layout(location = 0) out @RESULT_TYPE@ color;
layout(set = 0, binding = 0, std430) readonly buffer Values { uvec4 values[]; };
layout(push_constant) uniform Fill {
  uint first;  // this layer's first value
  uint width;
  uint samples;
  uint sampleIndex;  // the portable path's sample
} fill;

void main() {
  uvec2 p = uvec2(gl_FragCoord.xy);
  uint s = @SAMPLE@;
  uvec4 bits = values[fill.first + (p.y * fill.width + p.x) * fill.samples + s];
  color = @FROM_BITS@;
  @MASK@
}
