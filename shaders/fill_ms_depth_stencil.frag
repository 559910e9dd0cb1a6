#version 450
// vktexel multisample depth/stencil fill (SEMANTICS §6.3): depth from gl_FragDepth; stencil by
// VK_STENCIL_OP_REPLACE with one pass per reference value, each pass discarding the fragments
// whose model stencil differs. Values: x = depth (float bits), y = stencil, in the model's order
// (layer, y, x, sample). @NAME@ markers are filled in by framework/shadergen.
layout(set = 0, binding = 0, std430) readonly buffer Values { uvec4 values[]; };
layout(push_constant) uniform Fill {
  uint first;  // this layer's first value
  uint width;
  uint samples;
  uint sampleIndex;  // the portable path's sample
  uint stencilRef;   // this pass's stencil reference
  uint hasStencil;
} fill;

void main() {
  uvec2 p = uvec2(gl_FragCoord.xy);
  uint s = @SAMPLE@;
  uvec4 bits = values[fill.first + (p.y * fill.width + p.x) * fill.samples + s];
  if (fill.hasStencil != 0u && bits.y != fill.stencilRef) discard;
  gl_FragDepth = uintBitsToFloat(bits.x);
  @MASK@
}
