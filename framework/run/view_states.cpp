#include "run/view_states.h"

#include "run/code_paths.h"
#include "vk/model_mapping.h"
#include "vk/resources.h"

#include <algorithm>
#include <exception>
#include <map>
#include <memory>
#include <set>
#include <tuple>

namespace vktexel {
namespace {

// A view of at most 2 x 2 x 2 texels and 2 levels (multisample: one level of the case's samples)
// with the case's static state, or for a texel-buffer view its format alone; false for views a
// stand-in cannot play: sparse images (their pages are bound per case) and null views.
bool standIn(const CaseSpec& c, model::ImageSpec& image, model::ViewSpec& view) {
  if (c.view.null || c.image.sparse.sparse) return false;
  image = c.image;
  view = c.view;
  if (c.view.type == model::ViewType::Buffer) return true;
  const bool levelZeroOnly = c.view.baseLevel + c.view.levelCount == 1;
  image.width = std::min(image.width, 2u);
  image.height = std::min(image.height, 2u);
  image.depth = std::min(image.depth, 2u);
  image.levels = levelZeroOnly ? 1 : 2;
  // A cube-compatible image (viewed as a cube, or its faces as an array) needs six square layers.
  image.layers = image.cubeCompatible ? 6 : model::isArrayed(c.view.type) ? 2 : 1;
  if (image.cubeCompatible) image.height = image.width;
  view.baseLevel = 0;
  view.levelCount = image.levels;
  view.baseLayer = 0;
  const bool cubeView = c.view.type == model::ViewType::Cube || c.view.type == model::ViewType::CubeArray;
  view.layerCount = cubeView ? 6 : model::isArrayed(c.view.type) ? 2 : 1;
  return true;
}

}  // namespace

std::string viewStateOf(const CaseSpec& c) {
  const VkFormat format = viewFormatOf(c);
  std::string s = std::string(model::formatInfo(c.image.format).name) + "|" + model::formatInfo(format).name +
                  "|" + model::toString(c.view.type) + "|aspect" + std::to_string(int(c.view.aspect)) +
                  "|swizzle";
  for (model::Swizzle z : c.view.swizzle) s += char('0' + int(z));
  return s + (c.view.baseLevel + c.view.levelCount == 1 ? "|level0" : "|levels");
}

std::vector<std::string> lookupStatesOf(const CaseSpec& c) {
  std::vector<std::string> out;
  if (!c.view.withSampler) return out;
  const std::string state = viewStateOf(c) + "|" + c.view.sampler.compiledStateKey() + "|";
  std::set<std::string> forms;
  for (const shadergen::Variant& v : variantsOf({&c})) {
    if (v.op != model::ProbeOp::Gather && !model::isSampledLookup(v.op)) continue;
    const bool offset = v.constOffset || v.dynamicOffset || v.constOffsets;
    forms.insert(std::string(model::toString(v.op)) +
                 (v.op == model::ProbeOp::Gather ? std::to_string(v.component) : "") + (offset ? "@" : "") +
                 (v.sparse != model::SparseRead::No ? ".sparse" : "") + (v.minLod ? ".minlod" : ""));
  }
  for (const std::string& f : forms) out.push_back(state + f);
  return out;
}

std::vector<ViewStandIn> viewStandIns(const std::vector<const CaseSpec*>& cases) {
  std::set<std::string> seen;  // viewStateOf: one stand-in per state a driver may compile for
  std::vector<ViewStandIn> out;
  for (const CaseSpec* c : cases) {
    ViewStandIn s;
    if (standIn(*c, s.image, s.view) && seen.insert(viewStateOf(*c)).second) out.push_back(s);
  }
  return out;
}

size_t registerViewStates(const vk::Device& device, const std::vector<const CaseSpec*>& cases) {
  // One image for the stand-ins that differ only in their view (swizzle, view type, format).
  std::map<std::tuple<VkFormat, VkImageType, VkImageCreateFlags, uint32_t, uint32_t, VkSampleCountFlagBits,
                      VkImageUsageFlags>,
           std::unique_ptr<vk::Image>>
      images;
  std::vector<std::unique_ptr<vk::ImageView>> views;
  std::unique_ptr<vk::Buffer> texels;  // one buffer under every texel-buffer stand-in
  std::vector<std::unique_ptr<vk::BufferView>> bufferViews;
  for (const ViewStandIn& s : viewStandIns(cases)) {
    try {
      if (s.view.type == model::ViewType::Buffer) {
        if (!texels)
          texels = std::make_unique<vk::Buffer>(device, 256, VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT);
        const VkFormat format = s.view.format == VK_FORMAT_UNDEFINED ? s.image.format : s.view.format;
        bufferViews.push_back(std::make_unique<vk::BufferView>(device, texels->handle(), format, 0, 0));
        continue;
      }
      const VkImageCreateInfo info = vk::imageCreateInfo(s.image);
      std::unique_ptr<vk::Image>& image = images[{info.format, info.imageType, info.flags, info.mipLevels,
                                                  info.arrayLayers, info.samples, info.usage}];
      if (!image) image = std::make_unique<vk::Image>(device, info);
      views.push_back(
          std::make_unique<vk::ImageView>(device, vk::imageViewCreateInfo(image->handle(), s.image, s.view)));
    } catch (const std::exception&) {
      // Only a head start: the case's own view, made in its batch, reports any error.
    }
  }
  return views.size() + bufferViews.size();
}

}  // namespace vktexel
