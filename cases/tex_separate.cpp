// PTX's independent texturing mode (P-01): the sampler travels in its own SAMPLER descriptor and the
// shader joins it to the SAMPLED_IMAGE (OpSampledImage), where the rest of the family binds combined
// image samplers. Both paths must give identical results, so each case here is a twin of a `tex` case
// (same image, sampler, probes and model expectation) bound the other way. The twins cover the
// sampler state a driver could lose on the way: both filters and the switch between them, borders,
// an address mode, unnormalized coordinates, compare ops (LINEAR too) and a cube. One dispatch binds
// several of them, and the shader pairs texture slot k with sampler element slots - 1 - k: a driver
// that reads the sampler at the texture's index takes another twin's state and fails.
#include "registry.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

namespace vktexel::cases {
namespace {

const char* const kTwinsOf[] = {
    "tex.2d.r8g8b8a8_unorm.16x8.filter",
    "tex.2d.r8g8b8a8_unorm.16x8.mag_linear_min_nearest",
    "tex.2d.r8g8b8a8_unorm.16x8.mag_nearest_min_linear",
    "tex.2d.r8g8b8a8_unorm.16x8.border_opaque_white",
    "tex.2d.r8g8b8a8_unorm.16x8.border_transparent_black",
    "tex.2d.r8g8b8a8_unorm.16x8.address_mirrored_repeat",
    "tex.2d.r8g8b8a8_unorm.16x8.unnormalized_clamp_to_border",
    "tex.2d.r32g32b32a32_sfloat.16x8.weights",
    "tex.2d.d32_sfloat.16x8.dref_less",
    "tex.2d.d32_sfloat.16x8.dref_greater",
    "tex.2d.d32_sfloat.16x8.dref_linear_greater_or_equal",
    "tex.cube.r8g8b8a8_unorm.8x8.faces",
};

}  // namespace

void addTexSeparate(std::vector<CaseSpec>& out) {
  // The originals come from their own builders (the family's builders run side by side, each into
  // a list of its own).
  std::vector<CaseSpec> originals;
  for (auto build : {addTex, addTexAddress, addTexCube, addTexDref, addTexOffsets}) build(originals);
  std::set<std::string> wanted(std::begin(kTwinsOf), std::end(kTwinsOf));
  for (const CaseSpec& c : originals) {
    if (!wanted.erase(c.name)) continue;
    CaseSpec twin = c;
    twin.name += "_separate";
    twin.view.separateSampler = true;
    twin.clauses.insert(twin.clauses.begin(), "P-01");
    twin.description +=
        "; the sampler in its own SAMPLER descriptor, joined in the shader (OpSampledImage), "
        "at another array index than its texture";
    out.push_back(std::move(twin));
  }
  if (!wanted.empty())
    throw std::logic_error("tex_separate.cpp names a case no builder makes: " + *wanted.begin());
}

}  // namespace vktexel::cases
