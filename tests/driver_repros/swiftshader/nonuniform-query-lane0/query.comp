// Each invocation queries the size of the image its own index selects: even lanes img[0] (17x9),
// odd lanes img[1] (8x4). The index is NonUniform, so the query must follow each lane's index.
#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Sizes { uvec2 size[]; };
layout(set = 0, binding = 1) uniform texture2D img[2];
void main() {
  uint lane = gl_LocalInvocationID.x;
  size[lane] = uvec2(textureSize(img[nonuniformEXT(lane & 1u)], 0));
}
