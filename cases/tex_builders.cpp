#include "tex_builders.h"

#include "model/codec.h"
#include "model/image.h"

#include <cmath>
#include <memory>
#include <stdexcept>

namespace vktexel::cases {

bool linearFilterable(const model::FormatInfo& f) {
  return f.sampledType() == model::SampledType::Float && !f.isDepthStencil();
}

CaseSpec makeTexCase(const Shape& s, const model::FormatInfo& f, const std::string& aspect,
                     std::vector<std::string> clauses, std::string description) {
  CaseSpec c = makeCase("tex", s, f, aspect, model::Tier::None, std::move(clauses), std::move(description));
  c.image.fill = model::FillPattern::Filterable;
  c.view.withSampler = true;
  c.view.sampler.magFilter = c.view.sampler.minFilter =
      linearFilterable(f) ? model::Filter::Linear : model::Filter::Nearest;
  return c;
}

CaseSpec makeGradCase(const Shape& s, const model::FormatInfo& f, model::MipmapMode mode, uint32_t baseLevel,
                      const std::string& what) {
  const std::string view = baseLevel ? "_view_" + std::to_string(baseLevel) : "";
  CaseSpec c =
      makeTexCase(s, f, std::string("grad_") + model::toString(mode) + view, {"P-40", "P-06"},
                  std::string("mipmapMode ") + model::toString(mode) + " on a level read-out: " + what);
  c.image.fill = model::FillPattern::LevelReadout;
  c.view.sampler.mipmapMode = mode;
  c.view.baseLevel = baseLevel;
  c.view.levelCount = s.levels() - baseLevel;
  return c;
}
namespace {

float normalized(double u, uint32_t size) {
  const float s = float(u / size);
  if (double(s) * size != u)
    throw std::logic_error("texel coordinate " + std::to_string(u) + " on " + std::to_string(size) +
                           " texels has no exact binary32 normalized coordinate");
  return s;
}

}  // namespace

Probe sampleAt(float s, float t, float r, float layer, float lod, std::string label) {
  Probe p;
  p.query.op = model::ProbeOp::Sample;
  p.query.st = {s, t, r, layer};
  p.query.setSampleLod(lod);
  p.label = std::move(label);
  return p;
}

Probe sampleAtTexel(const Shape& s, double u, double v, double w, float layer, float lod, std::string label) {
  const int axes = s.dims();
  return sampleAt(normalized(u, s.width), axes > 1 ? normalized(v, s.height) : 0.0f,
                  axes > 2 ? normalized(w, s.depth) : 0.0f, layer, lod, std::move(label));
}

Probe sampleDrefAtTexel(const Shape& s, double u, double v, float layer, float lod, float dref,
                        std::string label) {
  Probe p = sampleAtTexel(s, u, v, 0, layer, lod, std::move(label));
  p.query.op = model::ProbeOp::SampleDref;
  p.query.dref = dref;
  return p;
}

std::vector<float> drefsAround(float d) {
  return {d, std::nextafter(d, -1.0f), std::nextafter(d, 2.0f), 0.0f, 1.0f, -0.5f, 1.5f};
}

float storedDepth(const CaseSpec& c, uint32_t x, uint32_t y, uint32_t layer) {
  static thread_local std::string key;
  static thread_local std::unique_ptr<model::HostImage> image;
  if (key != c.image.key()) {
    image = std::make_unique<model::HostImage>(c.image);
    key = c.image.key();
  }
  return float(model::texelRgba(*image, c.view, {0, layer, x, y, 0, 0}).c[0].real);
}

}  // namespace vktexel::cases
