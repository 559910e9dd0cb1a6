// D3D `ld2dms` (seeds/d3d-ld2dms.md) and PTX tex.2dms / tex.a2dms as OpImageFetch with a Sample
// operand on multisample colour images, filled sample by sample by rendering. Every sample of
// every texel, a run-time sample index, out of bounds by tier, sample index out of range
// (unchecked), null descriptors and the size and sample-count queries. Clause IDs: SEMANTICS §11.1.
#include "registry.h"
#include "shapes.h"

#include <algorithm>
#include <array>

namespace vktexel::cases {
namespace {

using model::Tier;

const uint32_t kSampleCounts[] = {2, 4, 8, 16};

// A small odd size: 8x5 pixels, every sample probed.
const Shape kShapes[] = {
    {"2d_ms", model::ViewType::D2MS, model::ImageDim::D2, 8, 5, 1, 1},
    {"2d_ms_array", model::ViewType::D2MSArray, model::ImageDim::D2, 8, 5, 1, 3},
};

// Formats the portable fill can write: colour (sRGB included) and depth/stencil (LD2DMS-05); not
// block-compressed or shared-exponent formats, which are never colour attachments.
bool fillable(const model::FormatInfo& f) {
  return !f.isCompressed() && f.components[0].cls != model::NumClass::SharedExp;
}

class Ld2dmsBuilder {
 public:
  Ld2dmsBuilder(const model::FormatInfo& f, const Shape& s, uint32_t samples)
      : f_(f), s_(s), samples_(samples) {}

  void build(std::vector<CaseSpec>& out) const {
    out.push_back(everySampleCase());
    out.push_back(sampleShadedCase());
    if (s_.arrayed()) out.push_back(baseLayerCase());
    // The robustness tiers read no texel: their images are cleared, so a tier's device compiles
    // no fill pipeline per format (model::FillPattern::Cleared).
    for (Tier tier : {Tier::RIA2, Tier::RIA}) {
      out.push_back(cleared(oobCase(tier)));
      out.push_back(cleared(sampleOobCase(tier)));
    }
    out.push_back(queryCase());
  }

  static CaseSpec cleared(CaseSpec c) {
    c.image.fill = model::FillPattern::Cleared;
    return c;
  }

  CaseSpec make(const std::string& aspect, Tier tier, std::vector<std::string> clauses,
                std::string text) const {
    CaseSpec c = makeCase("ld2dms", s_, f_, aspect, tier, std::move(clauses), std::move(text));
    c.image.levels = 1;
    c.image.samples = samples_;
    c.view.levelCount = 1;
    const std::string size = s_.sizeName();
    const std::string withSamples = size + "_s" + std::to_string(samples_);
    c.name.replace(c.name.find("." + size + "."), size.size() + 2, "." + withSamples + ".");
    return c;
  }

  Probe sampleAt(int32_t x, int32_t y, int32_t layer, int32_t sample, std::string label) const {
    Probe p =
        fetchAt({x, y, 0}, layer, 5, std::move(label));  // lod 5: ignored, MS fetch has no level (LD2DMS-10)
    p.query.sample = sample;
    return p;
  }

  CaseSpec everySampleCase() const {
    std::vector<std::string> clauses = {"LD2DMS-01", "LD2DMS-03", "LD2DMS-10", "LD2DMS-23", "LD-02", "P-16"};
    if (!f_.hasChannel(model::Channel::A)) clauses.push_back("LD2DMS-19");  // alpha defaults to one
    if (f_.isDepthStencil()) clauses.push_back("LD2DMS-05");
    if (s_.arrayed()) clauses.insert(clauses.end(), {"LD2DMS-09", "P-17"});
    CaseSpec c =
        make("every_sample", Tier::None, clauses,
             "every sample of every texel (and layer), the sample index a run-time value from the probe");
    c.probes.reserve(size_t(s_.layers) * s_.height * s_.width * samples_);
    for (uint32_t layer = 0; layer < s_.layers; ++layer)
      for (uint32_t y = 0; y < s_.height; ++y)
        for (uint32_t x = 0; x < s_.width; ++x)
          for (uint32_t n = 0; n < samples_; ++n)
            c.probes.push_back(
                sampleAt(int32_t(x), int32_t(y), int32_t(layer), int32_t(n), "sample " + std::to_string(n)));
    return c;
  }

  // A view that starts at layer 1: view layer a reads image layer 1 + a, so a driver that drops
  // the view's baseArrayLayer (or the layer coordinate) reads the wrong layer (LD2DMS-09).
  CaseSpec baseLayerCase() const {
    CaseSpec c = make("base_layer1", Tier::None, {"LD2DMS-09", "LD2DMS-01", "LD2DMS-03", "P-17"},
                      "a view with baseArrayLayer 1: every sample of every texel of its layers, view layer a "
                      "reading image layer 1 + a");
    c.view.baseLayer = 1;
    c.view.layerCount = s_.layers - 1;
    for (uint32_t layer = 0; layer < c.view.layerCount; ++layer)
      for (uint32_t y = 0; y < s_.height; ++y)
        for (uint32_t x = 0; x < s_.width; ++x)
          for (uint32_t n = 0; n < samples_; ++n)
            c.probes.push_back(
                sampleAt(int32_t(x), int32_t(y), int32_t(layer), int32_t(n),
                         "view layer " + std::to_string(layer) + " sample " + std::to_string(n)));
    return c;
  }

  // The same image written by the sample-shading fill (one draw; gl_SampleID picks the value).
  // Both fills must give the image the model holds, so both cases read the same expectations.
  CaseSpec sampleShadedCase() const {
    CaseSpec c = everySampleCase();
    const std::string from = ".every_sample";
    c.name.replace(c.name.rfind(from), from.size(), ".every_sample_shaded_fill");
    c.description =
        "every sample of every texel of an image filled by the sample-shading path (one draw, "
        "gl_SampleID): must equal the image the per-sample-mask fill writes";
    c.image.fillBySampleShading = true;
    return c;
  }

  CaseSpec oobCase(Tier tier) const {
    std::vector<std::string> clauses = {"LD2DMS-02"};
    if (s_.arrayed()) clauses.push_back("LD2DMS-08");
    CaseSpec c = make("oob", tier, clauses,
                      "coordinates (and layers) out of range, every sample: zero + defaults under "
                      "robustImageAccess2, (0,0,0,0) or (0,0,0,one) under robustImageAccess");
    const int32_t w = int32_t(s_.width), h = int32_t(s_.height);
    for (uint32_t n = 0; n < samples_; ++n) {
      const int32_t sample = int32_t(n);
      c.probes.push_back(sampleAt(w, 0, 0, sample, "x = width"));
      c.probes.push_back(sampleAt(-1, 0, 0, sample, "x = -1"));
      c.probes.push_back(sampleAt(0, h, 0, sample, "y = height"));
      c.probes.push_back(sampleAt(0, -1, 0, sample, "y = -1"));
      if (s_.arrayed()) c.probes.push_back(sampleAt(0, 0, int32_t(s_.layers), sample, "layer = layers"));
    }
    return c;
  }

  CaseSpec sampleOobCase(Tier tier) const {
    CaseSpec c =
        make("sample_oob", tier, {"LD2DMS-17"},
             "sample index >= the count at valid coordinates: undefined under every tier, so it runs "
             "only with robustness, unchecked, and must not disturb the other results");
    for (int32_t n : {int32_t(samples_), int32_t(samples_) + 1, 31, -1})
      c.probes.push_back(sampleAt(1, 1, 0, n, "sample " + std::to_string(n)));
    return c;
  }

  CaseSpec queryCase() const {
    CaseSpec c =
        make("queries", Tier::None,
             s_.arrayed() ? std::vector<std::string>{"P-35", "LD2DMS-04", "P-30", "P-33"}
                          : std::vector<std::string>{"P-35", "LD2DMS-04", "P-30"},
             "OpImageQuerySamples = the created sample count (txq num_samples) and OpImageQuerySize = "
             "(w, h[, layers]) on the multisample view");
    for (model::ProbeOp op : {model::ProbeOp::QuerySamples, model::ProbeOp::QuerySizeLod})
      c.probes.push_back(queryProbe(op, 0, model::toString(op)));
    return c;
  }

  const model::FormatInfo& f_;
  const Shape& s_;
  uint32_t samples_;
};

// LD2DMS-12/13/15: ConstOffset with Sample (the SPIR-V template: GLSL cannot say it) and the
// fallback that adds the offset in the shader, on images large enough for offsets -8..7.
const Shape kOffsetShapes[] = {
    {"2d_ms", model::ViewType::D2MS, model::ImageDim::D2, 12, 10, 1, 1},
    {"2d_ms_array", model::ViewType::D2MSArray, model::ImageDim::D2, 12, 10, 1, 3},
};
const std::array<int32_t, 2> kMsOffsets[] = {{-8, 0}, {7, 0}, {0, -8}, {0, 7}, {-1, 1}, {-8, 7}, {0, 0}};

std::string offsetAspect(const char* prefix, const std::array<int32_t, 2>& o) {
  return std::string(prefix) + "_" + signedName(o[0]) + "_" + signedName(o[1]);
}

void addOffsetCases(const model::FormatInfo& f, const Shape& s, uint32_t samples,
                    std::vector<CaseSpec>& out) {
  Ld2dmsBuilder b(f, s, samples);
  const int32_t layer = int32_t(s.layers) - 1;  // a non-zero layer: offsets never move it (LD2DMS-13)
  for (const auto& o : kMsOffsets)
    for (bool constant : {true, false}) {
      CaseSpec c = b.make(
          offsetAspect(constant ? "offset" : "offset_shader_added", o), Tier::None,
          !constant                                 ? std::vector<std::string>{"LD2DMS-01"}
          : s.arrayed() && (o[0] != 0 || o[1] != 0) ? std::vector<std::string>{"LD2DMS-12", "LD2DMS-13"}
                                                    : std::vector<std::string>{"LD2DMS-12"},
          constant ? "ConstOffset together with Sample (SPIR-V; GLSL cannot say it), every sample"
                   : "the offset added to the coordinate in the shader: the fallback a driver without "
                     "ConstOffset+Sample coverage is compared with");
      if (constant) c.batchGroup = "ms_const_offset";
      for (int32_t ty : {std::max(0, o[1]), std::min(int32_t(s.height) - 1, int32_t(s.height) - 1 + o[1])})
        for (int32_t tx : {std::max(0, o[0]), std::min(int32_t(s.width) - 1, int32_t(s.width) - 1 + o[0])})
          for (uint32_t n = 0; n < samples; ++n) {
            Probe p = b.sampleAt(tx - o[0], ty - o[1], layer, int32_t(n),
                                 "reads (" + std::to_string(tx) + "," + std::to_string(ty) + ")");
            p.query.offset = {o[0], o[1], 0};
            (constant ? p.query.constOffset : p.query.shaderAddedOffset) = true;
            c.probes.push_back(p);
          }
      out.push_back(c);
    }
  for (Tier tier : {Tier::RIA2, Tier::RIA}) {
    CaseSpec c = b.make("oob_offset_negative", tier, {"LD2DMS-15", "LD2DMS-12"},
                        "an in-range coordinate that a negative ConstOffset takes below zero, every sample");
    c = Ld2dmsBuilder::cleared(std::move(c));  // every probe is out of bounds
    c.batchGroup = "ms_const_offset";
    for (uint32_t n = 0; n < samples; ++n)
      for (const auto& o : {std::array<int32_t, 2>{-1, 0}, std::array<int32_t, 2>{0, -8}}) {
        Probe p = b.sampleAt(0, 0, 0, int32_t(n), "offset below zero");
        p.query.offset = {o[0], o[1], 0};
        p.query.constOffset = true;
        c.probes.push_back(p);
      }
    out.push_back(c);
  }
}

// LD2DMS-22: binary32 bits through a multisample image. Filled through the UINT alias (exact
// bits), read through the float view (denormals may flush, any NaN) and the alias (every bit).
void addFloatBitsCases(const model::FormatInfo& f, VkFormat uintView, uint32_t samples,
                       std::vector<CaseSpec>& out) {
  Ld2dmsBuilder b(f, kShapes[0], samples);
  for (bool alias : {false, true}) {
    CaseSpec c = b.make(
        alias ? "float_bits_uint_view" : "float_specials", Tier::None, {"LD2DMS-22"},
        alias ? "zeros, denormals, infinities and NaNs with payloads in every sample, read through the "
                "UINT alias view: every bit untouched"
              : "the same special values through the float view: normals and infinities exact, "
                "denormals exact or +-0, NaN any NaN");
    c.image.fill = model::FillPattern::FloatSpecials;
    c.image.mutableFormat = true;
    if (alias) c.view.format = uintView;
    for (uint32_t y = 0; y < kShapes[0].height; ++y)
      for (uint32_t x = 0; x < kShapes[0].width; ++x)
        for (uint32_t n = 0; n < samples; ++n)
          c.probes.push_back(b.sampleAt(int32_t(x), int32_t(y), 0, int32_t(n), "special value"));
    out.push_back(c);
  }
}

// LD2DMS-11: nothing bound. One format per sampled type.
CaseSpec nullCase(const model::FormatInfo& f, const Shape& s) {
  Ld2dmsBuilder b(f, s, 4);
  CaseSpec c = b.make("null_descriptor", Tier::None, {"LD2DMS-11"},
                      "a null multisample descriptor: every sample reads (0,0,0,0), the queries return 0");
  c.view.null = true;
  c.probes.push_back(b.sampleAt(1, 1, 0, 2, "sample 2"));
  c.probes.push_back(b.sampleAt(9, 0, 0, 0, "x = 9"));
  c.probes.push_back(queryProbe(model::ProbeOp::QuerySamples, 0, "samples"));
  return c;
}

}  // namespace

void addLd2dms(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!fillable(f)) continue;
    for (const Shape& s : kShapes)
      for (uint32_t samples : kSampleCounts) Ld2dmsBuilder(f, s, samples).build(out);
  }
  for (VkFormat vk : {VK_FORMAT_R8_UNORM, VK_FORMAT_R32_UINT, VK_FORMAT_R16G16_SINT})
    for (const Shape& s : kShapes) out.push_back(nullCase(model::formatInfo(vk), s));
  for (uint32_t samples : kSampleCounts) {
    addFloatBitsCases(model::formatInfo(VK_FORMAT_R32_SFLOAT), VK_FORMAT_R32_UINT, samples, out);
    addFloatBitsCases(model::formatInfo(VK_FORMAT_R32G32B32A32_SFLOAT), VK_FORMAT_R32G32B32A32_UINT, samples,
                      out);
  }
  for (VkFormat vk : {VK_FORMAT_R32G32B32A32_SFLOAT, VK_FORMAT_R32_UINT, VK_FORMAT_R16G16B16A16_SINT})
    for (const Shape& s : kOffsetShapes)
      for (uint32_t samples : kSampleCounts) addOffsetCases(model::formatInfo(vk), s, samples, out);
}

}  // namespace vktexel::cases
