// The MinLod image operand (SEMANTICS §14.2, P-06, P-40): with Grad, lambda is clamped to
// [max(sampler minLod, MinLod), maxLod] after the bias, so MinLod raises the level a lookup's
// derivatives select and never lowers it. GLSL's textureGradClampARB (GL_ARB_sparse_texture_clamp)
// emits OpImageSampleExplicitLod with Grad | MinLod; the device needs shaderResourceMinLod. The
// derivatives select level k robustly (one component, log2 m = k - 1/4: lambda_base in
// [k - 1/4, k + 1/4]); each MinLod sits above that range (a blend only it explains), below it (no
// effect), or past the last level, and with zero derivatives it alone decides lambda.
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::MipmapMode;

const Shape k2D{"2d", model::ViewType::D2, model::ImageDim::D2, 16, 16, 1, 1};

// dP/dx on axis 0 selecting level k (k < 0: zero derivatives), with MinLod `minLod`.
Probe minLodProbe(int k, float minLod) {
  const float g = k < 0 ? 0.0f : float(std::exp2(k - 0.25) / k2D.width);
  const std::string derivatives = k < 0 ? "zero derivatives" : "derivatives at level " + std::to_string(k);
  Probe p = sampleAt(0.40625f, 0.59375f, 0, 0, 0, derivatives + ", MinLod " + model::floatText(minLod));
  p.query.setSampleGrad(g, 1, 0, 0);
  p.query.setSampleMinLod(minLod);
  return p;
}

CaseSpec minLodCase(MipmapMode mode, float samplerMinLod) {
  const std::string sampler = samplerMinLod > 0 ? "_sampler_minlod_" + model::floatText(samplerMinLod) : "";
  CaseSpec c = makeTexCase(k2D, model::formatInfo(VK_FORMAT_R32G32B32A32_SFLOAT),
                           std::string("grad_minlod_") + model::toString(mode) + sampler, {"P-06", "P-40"},
                           std::string("the MinLod operand of a Grad lookup, mipmapMode ") +
                               model::toString(mode) + ", sampler minLod " + model::floatText(samplerMinLod) +
                               ", on a level read-out: lambda clamped up to max(minLod, MinLod), never down");
  c.image.fill = model::FillPattern::LevelReadout;
  c.view.sampler.mipmapMode = mode;
  c.view.sampler.minLod = samplerMinLod;
  for (auto [k, minLod] : {std::pair{1, 1.25f},
                           {1, 2.5625f},
                           {3, 0.5f},
                           {2, 0.0f},
                           {-1, 3.75f},
                           {-1, 0.0625f},
                           {0, 9.0f},
                           {2, 2.25f}})
    c.probes.push_back(minLodProbe(k, minLod));
  return c;
}

}  // namespace

// NEAREST and LINEAR mips with the sampler's minLod 0, and LINEAR with the sampler's minLod 1.5
// (the larger of the two clamps wins).
void addTexGradMinLod(std::vector<CaseSpec>& out) {
  for (MipmapMode mode : {MipmapMode::Nearest, MipmapMode::Linear}) out.push_back(minLodCase(mode, 0));
  out.push_back(minLodCase(MipmapMode::Linear, 1.5f));
}

}  // namespace vktexel::cases
