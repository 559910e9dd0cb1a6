#include "model/query.h"

#include "model/buffer_view.h"

namespace vktexel::model {
namespace {

Expectation exactInts(const std::array<uint32_t, 4>& v, std::string rule) {
  Expectation e;
  e.type = SampledType::Sint;
  VecCheck check;
  for (int i = 0; i < 4; ++i) check.c[i] = ComponentCheck::exactBits(v[i]);
  e.anyOf.push_back(check);
  e.rule = std::move(rule);
  return e;
}

}  // namespace

int sizeComponents(ViewType v) {
  return spatialDims(v) + (isArrayed(v) ? 1 : 0);
}

Expectation expectQuery(const ImageSpec& image, const ViewSpec& view, const FetchQuery& q) {
  if (view.null) return exactInts({0, 0, 0, 0}, "a null descriptor: every query returns 0");
  if (view.type == ViewType::Buffer)  // OpImageQuerySize: the texel count of the buffer view
    return exactInts(
        {bufferViewWindow(image, view, viewFormat(image.format, view).texelBytes).elements, 0, 0, 0},
        "texel buffer size = the view's range in texels (VK_WHOLE_SIZE: the buffer's remaining "
        "bytes in whole texels)");
  if (q.op == ProbeOp::QueryLevels)
    return exactInts({view.levelCount, 0, 0, 0}, "levels = the view's levelCount");
  if (q.op == ProbeOp::QuerySamples)
    return exactInts({image.samples, 0, 0, 0}, "OpImageQuerySamples = the image's sample count (LD2DMS-04)");
  if (isMultisample(view.type)) {  // OpImageQuerySize: no level
    const Extent e = levelExtent(image, view.baseLevel);
    return exactInts({e.width, e.height, isArrayed(view.type) ? view.layerCount : 0u, 0},
                     "multisample size: (w, h[, layers]) of the view");
  }
  if (q.lod < 0 || uint32_t(q.lod) >= view.levelCount)
    return Expectation::unchecked(SampledType::Sint,
                                  "P-36: a size query outside the view's levels is undefined");
  const uint32_t level = view.baseLevel + uint32_t(q.lod);
  const Extent e = levelExtent(image, level);
  std::array<uint32_t, 4> size{0, 0, 0, 0};
  const uint32_t axes[3] = {e.width, e.height, e.depth};
  const int dims = spatialDims(view.type);
  for (int a = 0; a < dims; ++a) size[a] = axes[a];
  if (isArrayed(view.type))
    size[dims] = view.type == ViewType::CubeArray ? view.layerCount / 6 : view.layerCount;
  return exactInts(size, "size of level " + std::to_string(level) +
                             " = max(1, size >> level); layers (cubes for "
                             "cube arrays) last");
}

}  // namespace vktexel::model
