#include "model/astc_codec_block.h"

#include "model/astc.h"
#include "model/astc_weight_application.h"

#include <astcenc.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

namespace vktexel::model {
namespace {

// One decode-only context per footprint per thread (contexts are not shared between threads).
struct ContextDeleter {
  void operator()(astcenc_context* c) const { astcenc_context_free(c); }
};
using Context = std::unique_ptr<astcenc_context, ContextDeleter>;

astcenc_context* linearContextFor(uint32_t w, uint32_t h) {
  thread_local std::map<uint32_t, Context> contexts;
  Context& c = contexts[w << 8 | h];
  if (!c) {
    astcenc_config config{};
    astcenc_error e = astcenc_config_init(ASTCENC_PRF_LDR, w, h, 1, ASTCENC_PRE_FASTEST,
                                          ASTCENC_FLG_DECOMPRESS_ONLY, &config);
    astcenc_context* raw = nullptr;
    if (e == ASTCENC_SUCCESS) e = astcenc_context_alloc(&config, 1, &raw);
    if (e != ASTCENC_SUCCESS)
      throw std::runtime_error("astcenc context for ASTC " + std::to_string(w) + "x" + std::to_string(h) +
                               ": " + astcenc_get_error_string(e));
    c.reset(raw);
  }
  return c.get();
}

// The codec reports an endpoint as the FP16 value of its linear LDR 16-bit form, (v << 8) | v:
// decode_float16 of it, which is one-to-one on 0..255 (the widened values are 257 apart, FP16 keeps
// 11 bits), so v is found by looking the value up.
uint8_t endpointByte(float reported) {
  static const std::array<float, 256> table = [] {
    std::array<float, 256> t{};
    for (uint32_t v = 0; v < 256; ++v) t[v] = astcDecodeFloat16(astcWidenEndpoint(uint8_t(v), false));
    return t;
  }();
  const auto it = std::lower_bound(table.begin(), table.end(), reported);
  if (it == table.end() || *it != reported)
    throw std::logic_error("ASTC model: astcenc reported an endpoint (" + std::to_string(reported) +
                           ") that is no 8-bit endpoint widened to 16 bits");
  return uint8_t(it - table.begin());
}

// The codec reports a weight w (0..64) as w / 16.
uint8_t weightOf(float reported) {
  const float w = reported * 16.0f;
  if (!(w >= 0.0f && w <= 64.0f) || w != std::floor(w))
    throw std::logic_error("ASTC model: astcenc reported a weight (" + std::to_string(reported) +
                           ") that is no effective weight 0..64 divided by 16");
  return uint8_t(w);
}

}  // namespace

AstcCodecBlock readAstcCodecBlock(const uint8_t* block, uint32_t w, uint32_t h) {
  astcenc_block_info info{};
  const astcenc_error e = astcenc_get_block_info(linearContextFor(w, h), block, &info);
  if (e != ASTCENC_SUCCESS) throw std::runtime_error(std::string("astcenc: ") + astcenc_get_error_string(e));
  AstcCodecBlock b;
  b.errorBlock = info.is_error_block;
  b.constantBlock = info.is_constant_block;
  if (b.errorBlock || b.constantBlock) return b;
  b.partitions = info.partition_count;
  for (uint32_t p = 0; p < b.partitions; ++p)
    for (uint32_t end = 0; end < 2 && !isHdrEndpointMode(info.color_endpoint_modes[p]); ++end)
      for (uint32_t c = 0; c < 4; ++c) b.endpoints[p][end][c] = endpointByte(info.color_endpoints[p][end][c]);
  const uint32_t texels = w * h;
  b.partition.assign(info.partition_assignment, info.partition_assignment + texels);
  b.weight[0].resize(texels);
  for (uint32_t i = 0; i < texels; ++i) b.weight[0][i] = weightOf(info.weight_values_plane1[i]);
  if (info.is_dual_plane_block) {
    b.dualPlaneChannel = int(info.dual_plane_component);
    b.weight[1].resize(texels);
    for (uint32_t i = 0; i < texels; ++i) b.weight[1][i] = weightOf(info.weight_values_plane2[i]);
  }
  return b;
}

}  // namespace vktexel::model
