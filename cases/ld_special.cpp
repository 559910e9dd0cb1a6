// `ld` clauses that need a special binding or special data: nothing bound (LD-08, a null
// descriptor) and binary32 bits passed through untouched (LD-15), which Vulkan guarantees only
// through an integer alias view; an SFLOAT view may flush denormals and quiet NaNs.
#include "registry.h"
#include "shapes.h"

namespace vktexel::cases {
namespace {

using model::Tier;

// One format per sampled type: the null descriptor's zeros are typed.
const VkFormat kNullFormats[] = {VK_FORMAT_R8_UNORM, VK_FORMAT_R32_UINT, VK_FORMAT_R16G16_SINT};

CaseSpec nullDescriptorCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c =
      makeCase("ld", s, f, "null_descriptor", Tier::None, {"LD-08", "P-36"},
               "nothing bound (VK_NULL_HANDLE view, nullDescriptor): every fetch, in or out of bounds, "
               "reads (0,0,0,0) with no alpha default, and every query returns 0");
  c.view.null = true;
  const int32_t layer = s.arrayed() ? 1 : 0;
  c.probes.push_back(fetchAt({0, 0, 0}, layer, 0, "texel (0,0,0)"));
  c.probes.push_back(fetchAt({1, 1, 1}, layer, 1, "texel (1,1,1) level 1"));
  c.probes.push_back(fetchAt({s.axisSize(0, 0), 0, 0}, 0, 0, "x = width"));
  c.probes.push_back(fetchAt({0, 0, 0}, 0, int32_t(s.levels()), "lod = levels"));
  c.probes.push_back(
      queryProbe(model::ProbeOp::QuerySizeLod, 0, model::toString(model::ProbeOp::QuerySizeLod)));
  c.probes.push_back(
      queryProbe(model::ProbeOp::QuerySizeLod, 1, model::toString(model::ProbeOp::QuerySizeLod)));
  c.probes.push_back(
      queryProbe(model::ProbeOp::QueryLevels, 0, model::toString(model::ProbeOp::QueryLevels)));
  return c;
}

const Shape kSpecialsShape{"2d", model::ViewType::D2, model::ImageDim::D2, 16, 16, 1, 1};

struct FloatAlias {
  VkFormat floatFormat, uintView;
};
const FloatAlias kFloatAliases[] = {
    {VK_FORMAT_R32_SFLOAT, VK_FORMAT_R32_UINT},
    {VK_FORMAT_R32G32B32A32_SFLOAT, VK_FORMAT_R32G32B32A32_UINT},
    {VK_FORMAT_R16_SFLOAT, VK_FORMAT_R16_UINT},
    {VK_FORMAT_R16G16B16A16_SFLOAT, VK_FORMAT_R16G16B16A16_UINT},
};

void addLevel0Probes(CaseSpec& c) {
  for (int32_t y = 0; y < 16; ++y)
    for (int32_t x = 0; x < 16; ++x) c.probes.push_back(fetchAt({x, y, 0}, 0, 0, "special value"));
}

CaseSpec floatSpecialsCase(const model::FormatInfo& f) {
  CaseSpec c =
      makeCase("ld", kSpecialsShape, f, "float_specials", Tier::None, {"LD-15", "LD-14"},
               "zeros, denormals, infinities, NaNs with payloads and extreme normals through the float "
               "view: normals and infinities exact; binary32 denormals exact or +-0; NaN any NaN; "
               "binary16 denormals widen exactly");
  c.image.fill = model::FillPattern::FloatSpecials;
  addLevel0Probes(c);
  return c;
}

CaseSpec floatBitsCase(const model::FormatInfo& f, VkFormat uintView) {
  CaseSpec c =
      makeCase("ld", kSpecialsShape, f, "float_bits_uint_view", Tier::None, {"LD-15"},
               std::string("the same special values through a ") + model::formatInfo(uintView).name +
                   " view of the MUTABLE_FORMAT image: every bit untouched, denormals and NaN payloads "
                   "included");
  c.image.fill = model::FillPattern::FloatSpecials;
  c.image.mutableFormat = true;
  c.view.format = uintView;
  addLevel0Probes(c);
  return c;
}

// LD-05: "srcAddress.gb is ignored for buffers and texture1D; .b for texture1D arrays and
// texture2Ds". SPIR-V says the same of Coordinate components past the ones the image uses.
CaseSpec coordinateGarbageCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c =
      makeCase("ld", s, f, "coordinate_garbage", Tier::None,
               // LD2DMS-07 is ".b ignored for Texture2D": only a 2D view has a garbage .b.
               s.viewType == model::ViewType::D2 ? std::vector<std::string>{"LD-05", "LD2DMS-07"}
                                                 : std::vector<std::string>{"LD-05"},
               "a four-component Coordinate (SPIR-V assembly: GLSL cannot say it) whose components past "
               "the ones the view uses hold garbage; the fetch must ignore them");
  c.longCoordinate = true;
  const int32_t garbage[] = {int32_t(0x7fffffff), -1, int32_t(0x80000000), 1000, 7};
  int n = 0;
  for (uint32_t level = 0; level < s.levels(); ++level)
    for (int32_t layer : probeLayers(s.layers)) {
      Position far{0, 0, 0};
      for (int a = 0; a < s.dims(); ++a) far[a] = s.axisSize(level, a) - 1;
      for (Position p : {Position{0, 0, 0}, far}) {
        Probe probe = fetchAt(p, layer, int32_t(level), "garbage in unused components");
        for (int a = s.dims(); a < 3; ++a) probe.query.coord[a] = garbage[n++ % 5];
        if (!s.arrayed()) probe.query.layer = garbage[n++ % 5];
        c.probes.push_back(probe);
      }
    }
  return c;
}

}  // namespace

void addLdSpecial(std::vector<CaseSpec>& out) {
  for (VkFormat vk : kNullFormats)
    for (const Shape& s : fetchShapes())
      if (!s.cube) out.push_back(coordinateGarbageCase(model::formatInfo(vk), s));
  for (VkFormat vk : kNullFormats)
    for (const Shape& s : fetchShapes()) out.push_back(nullDescriptorCase(model::formatInfo(vk), s));
  for (const FloatAlias& a : kFloatAliases) {
    const model::FormatInfo& f = model::formatInfo(a.floatFormat);
    out.push_back(floatSpecialsCase(f));
    out.push_back(floatBitsCase(f, a.uintView));
  }
}

}  // namespace vktexel::cases
