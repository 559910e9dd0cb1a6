// Sparse residency (SEMANTICS §8; PTX tex/tld4 predicate p: P-08, P-24): which texels of a sparse
// image (ImageSpec::sparse) have memory behind them, and what reading them returns. Everything
// follows from the case's description: the page shape is the format's standard sparse block
// shape, which the executor checks the driver reports, never takes from it.
#pragma once

#include "model/fetch.h"
#include "model/image.h"

#include <cstdint>
#include <vector>

namespace vktexel::model {

struct PageShape {
  uint32_t width = 0, height = 0, depth = 0;
  bool valid() const { return width != 0; }
};

// Vulkan "Standard Sparse Image Block Shapes", single sample, by texel block size in bytes. 2D:
// 8-bit 256x256, 16-bit 256x128, 32-bit 128x128, 64-bit 128x64, 128-bit 64x64. 3D: 64x32x32,
// 32x32x32, 32x32x16, 32x16x16, 16x16x16. Devices with residencyStandard2DBlockShape or
// residencyStandard3DBlockShape report these as imageGranularity. Invalid ({}) for other sizes
// and for 1D and buffers, which have no sparse residency in Vulkan.
PageShape standardPageShape(uint32_t texelBytes, ImageDim dim);
// The image's page shape; throws std::invalid_argument when its format and dim have none.
PageShape pageShapeOf(const ImageSpec& spec);

// The first level of the mip tail: the first level smaller than a page in some dimension
// ("Sparse Image Mip Tail"); spec.levels when there is none. Where levels are whole pages down to
// the tail, as in every sparse case, this is also where devices with residencyAlignedMipSize
// start it.
uint32_t mipTailFirstLevel(const ImageSpec& spec);

// Whether memory is bound to a page (level, layer and page coordinates): pages above the mip tail
// unless listed in SparseSpec::unbound; every level from the tail on as SparseSpec::mipTailUnbound
// says (a small level is one page).
bool isPageBound(const ImageSpec& spec, const PageAddress& page);

// The pages of one level: each page's address, its first texel and its extent (a small level is
// one page of the level's own extent). The order is layer, z, y, x.
struct PageRegion {
  PageAddress page;
  uint32_t x = 0, y = 0, z = 0;
  uint32_t width = 0, height = 0, depth = 0;
};
std::vector<PageRegion> pagesOf(const ImageSpec& spec, uint32_t level);

// UnboundZero: residencyNonResidentStrict, so the texel reads as zero bits through Conversion to
// RGBA (R8 gives (0,0,0,1)); UnboundUndefined: without it the value is undefined.
enum class Residency : uint8_t { Resident, UnboundZero, UnboundUndefined };
Residency residencyOf(const ImageSpec& spec, const TexelAddress& a, const ModelFaults& faults = {});

// What a residency probe stores: uvec4(resident ? 1 : 0, 0, 0, 0).
VecCheck residencyCode(bool resident);

// A residency probe (FetchQuery::sparse == SparseRead::Residency): the shader stores
// uvec4(OpImageSparseTexelsResident(code) ? 1 : 0, 0, 0, 0). False when any texel the fetch or
// gather accessed is unbound (a gather's four, border texels not being memory); near a texel
// boundary, either footprint's answer. Out of bounds: as the plain read (never issued without
// robustness), otherwise unchecked (the spec defines no residency for it).
FetchExpectation expectResidency(const HostImage& image, const ViewSpec& view, const FetchQuery& q, Tier tier,
                                 const ModelFaults& faults = {});

}  // namespace vktexel::model
