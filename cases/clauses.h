// Every clause row of SEMANTICS.md §11 (the seed documents mapped onto Vulkan), so that
// `vktexel coverage` can say of each one how many cases check it, or why none can, and which
// cases exercise the row's point (coverage_check.h holds the table to that).
#pragma once

#include <string>
#include <vector>

namespace vktexel::cases {

struct Clause {
  const char* id;       // "LD-04"
  const char* summary;  // the seed's clause, in a few words
  // Empty when cases should cover the row. Otherwise why they cannot (yet):
  // "not expressible: ...", "not applicable: ...", "planned: ...".
  const char* withoutCases;
  // The cases that exercise exactly the row's point, as case-name globs (run/filter.h); a glob
  // starting with '!' takes cases back out. Every case claimed must carry the ID.
  std::vector<const char*> claims;
};

const std::vector<Clause>& allClauses();

}  // namespace vktexel::cases
