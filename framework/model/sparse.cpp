#include "model/sparse.h"

#include "model/gather.h"

#include <algorithm>
#include <stdexcept>

namespace vktexel::model {

PageShape standardPageShape(uint32_t texelBytes, ImageDim dim) {
  // Indexed by log2 of the texel block size: 1, 2, 4, 8, 16 bytes.
  static const PageShape k2D[] = {{256, 256, 1}, {256, 128, 1}, {128, 128, 1}, {128, 64, 1}, {64, 64, 1}};
  static const PageShape k3D[] = {{64, 32, 32}, {32, 32, 32}, {32, 32, 16}, {32, 16, 16}, {16, 16, 16}};
  int log2 = -1;
  for (int i = 0; i < 5; ++i)
    if (texelBytes == 1u << i) log2 = i;
  if (log2 < 0) return {};
  if (dim == ImageDim::D2) return k2D[log2];
  if (dim == ImageDim::D3) return k3D[log2];
  return {};
}

PageShape pageShapeOf(const ImageSpec& spec) {
  const FormatInfo& f = formatInfo(spec.format);
  const PageShape page = f.isCompressed() ? PageShape{} : standardPageShape(f.texelBytes, spec.dim);
  if (!page.valid())
    throw std::invalid_argument(std::string("no standard sparse block shape for ") + f.name +
                                " in this dimension");
  return page;
}

uint32_t mipTailFirstLevel(const ImageSpec& spec) {
  const PageShape page = pageShapeOf(spec);
  for (uint32_t level = 0; level < spec.levels; ++level) {
    const Extent e = levelExtent(spec, level);
    if (e.width < page.width || e.height < page.height || e.depth < page.depth) return level;
  }
  return spec.levels;
}

bool isPageBound(const ImageSpec& spec, const PageAddress& page) {
  const SparseSpec& s = spec.sparse;
  if (page.level >= mipTailFirstLevel(spec)) return !s.mipTailUnbound;
  return std::find(s.unbound.begin(), s.unbound.end(), page) == s.unbound.end();
}

std::vector<PageRegion> pagesOf(const ImageSpec& spec, uint32_t level) {
  const PageShape page = pageShapeOf(spec);
  const Extent e = levelExtent(spec, level);
  std::vector<PageRegion> out;
  for (uint32_t layer = 0; layer < spec.layers; ++layer)
    for (uint32_t z = 0; z < e.depth; z += page.depth)
      for (uint32_t y = 0; y < e.height; y += page.height)
        for (uint32_t x = 0; x < e.width; x += page.width)
          out.push_back({PageAddress{level, layer, x / page.width, y / page.height, z / page.depth}, x, y, z,
                         std::min(page.width, e.width - x), std::min(page.height, e.height - y),
                         std::min(page.depth, e.depth - z)});
  return out;
}

Residency residencyOf(const ImageSpec& spec, const TexelAddress& a, const ModelFaults& faults) {
  const SparseSpec& s = spec.sparse;
  if (!s.sparse) return Residency::Resident;
  const PageShape page = pageShapeOf(spec);
  const PageAddress p{a.level, a.layer, a.x / page.width, a.y / page.height, a.z / page.depth};
  bool bound = isPageBound(spec, p);
  if (faults.sparsePageFlipped && p == PageAddress{} && a.level < mipTailFirstLevel(spec)) bound = !bound;
  return bound ? Residency::Resident : s.strict ? Residency::UnboundZero : Residency::UnboundUndefined;
}

VecCheck residencyCode(bool resident) {
  VecCheck v;
  v.c = {ComponentCheck::exactBits(resident ? 1 : 0), ComponentCheck::exactBits(0),
         ComponentCheck::exactBits(0), ComponentCheck::exactBits(0)};
  return v;
}

FetchExpectation expectResidency(const HostImage& image, const ViewSpec& view, const FetchQuery& q, Tier tier,
                                 const ModelFaults& faults) {
  FetchQuery plain = q;
  plain.sparse = SparseRead::No;
  // Which texels the read accesses: a fetch's one, or each candidate footprint of a gather.
  std::vector<std::vector<FootprintTexel>> accessed;
  FetchExpectation r;
  if (q.op == ProbeOp::Gather) {
    accessed = gatherFootprints(image, view, view.sampler, plain, faults);
    r.expect.rule = "P-24: resident unless a texel of the gather's footprint is on an unbound page";
  } else if (q.op == ProbeOp::Fetch) {
    const FetchExpectation read = expectFetch(image, view, plain, tier, faults);
    if (read.cls != FetchClass::InBounds) {
      r.cls = read.cls;
      r.expect = read.expect.kind == Expectation::Kind::DontRun
                     ? read.expect
                     : Expectation::unchecked(SampledType::Uint,
                                              "the residency of an out-of-bounds read is undefined");
      r.expect.type = SampledType::Uint;
      return r;
    }
    r.address = read.address;
    accessed.push_back({FootprintTexel{0, read.address}});
    r.expect.rule = "P-08: resident unless the fetched texel is on an unbound page";
  } else {
    throw std::invalid_argument("a residency probe must be a fetch or a gather");
  }
  r.expect.type = SampledType::Uint;
  bool seen[2] = {false, false};
  for (const std::vector<FootprintTexel>& texels : accessed) {
    bool resident = true;
    for (const FootprintTexel& t : texels) {
      if (faults.gatherResidencyIgnoresW && q.op == ProbeOp::Gather && t.component == 3) continue;
      resident = resident && residencyOf(image.spec(), t.address, faults) == Residency::Resident;
    }
    seen[resident] = true;
  }
  for (bool resident : {true, false})
    if (seen[resident]) r.expect.anyOf.push_back(residencyCode(resident));
  return r;
}

}  // namespace vktexel::model
