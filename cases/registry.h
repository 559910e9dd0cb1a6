// Every case of the suite, built once from the family files.
#pragma once

#include "run/case.h"
#include "run/filter.h"

#include <cstddef>
#include <vector>

namespace vktexel::cases {

// All cases in a stable order; names are unique (checked when the registry is built).
const std::vector<CaseSpec>& all();

// The cases a filter selects, in the same order. Only the families the filter can reach are
// built (a family is the first dotted part of a name: ld, txq, ld2dms, tld4, sparse).
std::vector<const CaseSpec*> select(const CaseFilter& filter);

// Family builders, one per file.
void addLd(std::vector<CaseSpec>& out);            // ld.cpp
void addLdOffsets(std::vector<CaseSpec>& out);     // ld_offsets.cpp
void addLdSwizzles(std::vector<CaseSpec>& out);    // ld_swizzle.cpp
void addLdSpecial(std::vector<CaseSpec>& out);     // ld_special.cpp
void addLdBuffer(std::vector<CaseSpec>& out);      // ld_buffer.cpp
void addLdBlockModes(std::vector<CaseSpec>& out);  // ld_block_modes.cpp
void addTxqBuffer(std::vector<CaseSpec>& out);     // ld_buffer.cpp: txq of texel buffers
void addLdBufferView(
    std::vector<CaseSpec>& out);  // ld_buffer_view.cpp: texel buffer views on part of a buffer
void addTxqBufferView(std::vector<CaseSpec>& out);  // ld_buffer_view.cpp: txq of those views
// literal_operands.cpp: twins with the Lod and Sample operands as SPIR-V constants
void addLdLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addLd2dmsLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addTxqLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addTexLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addTxq(std::vector<CaseSpec>& out);             // txq.cpp
void addLd2dms(std::vector<CaseSpec>& out);          // ld2dms.cpp
void addTld4(std::vector<CaseSpec>& out);            // tld4.cpp
void addTld4Offsets(std::vector<CaseSpec>& out);     // tld4_offsets.cpp
void addTld4Cube(std::vector<CaseSpec>& out);        // tld4_cube.cpp
void addTld4F16(std::vector<CaseSpec>& out);         // tld4_f16.cpp
void addSparse(std::vector<CaseSpec>& out);          // sparse.cpp
void addTex(std::vector<CaseSpec>& out);             // tex.cpp
void addTexAddress(std::vector<CaseSpec>& out);      // tex_address.cpp
void addTexAddressAxes(std::vector<CaseSpec>& out);  // tex_address_axes.cpp: a different mode on each axis
void addTexShapes(std::vector<CaseSpec>& out);       // tex_shapes.cpp
void addTexCube(std::vector<CaseSpec>& out);         // tex_cube.cpp
void addTexDref(std::vector<CaseSpec>& out);         // tex_dref.cpp
void addTexDrefOffsets(std::vector<CaseSpec>& out);  // tex_dref_offsets.cpp: depth compare with ConstOffset
void addTexOffsets(std::vector<CaseSpec>& out);      // tex_offsets.cpp
void addTexSeparate(std::vector<CaseSpec>& out);     // tex_separate.cpp
void addTexDrefViews(std::vector<CaseSpec>& out);    // tex_dref_views.cpp
void addTexLevel(std::vector<CaseSpec>& out);        // tex_level.cpp
void addTexF16(std::vector<CaseSpec>& out);          // tex_f16.cpp
void addTexGrad(std::vector<CaseSpec>& out);         // tex_grad.cpp
void addTexGradCube(std::vector<CaseSpec>& out);     // tex_grad_cube.cpp
void addTexGradMinLod(std::vector<CaseSpec>& out);   // tex_grad_minlod.cpp
void addTexSparse(std::vector<CaseSpec>& out);       // tex_sparse.cpp
void addTexBranches(std::vector<CaseSpec>& out);     // tex_branches.cpp: the branch rules of SEMANTICS §14.3
void addTexRandom(std::vector<CaseSpec>& out);       // tex_random.cpp: seeded random coordinates
void addTexSwizzle(std::vector<CaseSpec>& out);      // tex_swizzle.cpp: view component mappings
void addTexTieProbes(std::vector<CaseSpec>& out);    // tex_tie_probes.cpp: tied faces, binary32 layers
void addTexBorderViews(std::vector<CaseSpec>& out);
void addTexTexelCentres(std::vector<CaseSpec>& out);  // tex_texel_centres.cpp: weight-1 footprints  //
                                                      // tex_border_views.cpp: borders under mappings, RGBA4
// indexed.cpp: twins read through a run-time descriptor index (P-21), one builder per family.
void addLdIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addLd2dmsIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addTld4Indexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addTexIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);
void addTxqIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);

}  // namespace vktexel::cases
