// The seeded random-coordinate lookups (SEMANTICS §14.3; issue 54, item 4), exposed for the test that
// shows equal seeds give equal probes.
#pragma once

#include "run/case.h"
#include "shapes.h"

#include <cstdint>

namespace vktexel::cases {

// `count` lookups at coordinates, Lods and layers drawn from `seed` over the whole chain and a little
// past the edges, through magFilter = minFilter = `filter` and mipmapMode `mode`.
CaseSpec randomLookupCase(const Shape& s, const model::FormatInfo& f, model::Filter filter,
                          model::MipmapMode mode, uint64_t seed, size_t count);

}  // namespace vktexel::cases
