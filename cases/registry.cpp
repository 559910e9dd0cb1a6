#include "registry.h"

#include "twins.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <exception>
#include <iterator>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <thread>

namespace vktexel::cases {
namespace {

// A family: the first dotted part of its case names, its builders in order, and the makers of its
// twins, which copy cases the builders made (cases/twins.h).
struct Family {
  const char* prefix;
  std::vector<void (*)(std::vector<CaseSpec>&)> builders;
  std::vector<TwinMaker> twins;
};

const std::array<Family, 6>& families() {
  static const std::array<Family, 6> f = {{
      {"ld",
       {addLd, addLdOffsets, addLdSwizzles, addLdSpecial, addLdBuffer, addLdBufferView, addLdBlockModes},
       {addLdIndexed, addLdLiteral}},
      {"txq", {addTxq, addTxqBuffer, addTxqBufferView}, {addTxqIndexed, addTxqLiteral}},
      {"ld2dms", {addLd2dms}, {addLd2dmsIndexed, addLd2dmsLiteral}},
      {"tld4", {addTld4, addTld4Offsets, addTld4Cube, addTld4F16}, {addTld4Indexed}},
      {"sparse", {addSparse}, {}},
      {"tex",
       {addTex,
        addTexAddress,
        addTexAddressAxes,
        addTexShapes,
        addTexCube,
        addTexDref,
        addTexDrefOffsets,
        addTexOffsets,
        addTexSeparate,
        addTexDrefViews,
        addTexLevel,
        addTexF16,
        addTexGrad,
        addTexGradCube,
        addTexGradMinLod,
        addTexSparse,
        addTexBranches,
        addTexRandom,
        addTexSwizzle,
        addTexBorderViews,
        addTexTexelCentres,
        addTexTieProbes},
       {addTexIndexed, addTexLiteral}},
  }};
  return f;
}

void checkUnique(const std::vector<CaseSpec>& cases) {
  std::set<std::string> names;
  for (const CaseSpec& c : cases)
    if (!names.insert(c.name).second) throw std::logic_error("duplicate case name " + c.name);
}

using Builder = void (*)(std::vector<CaseSpec>&);

// Runs the builders side by side, one thread per CPU (the case lists are built before any worker
// starts, so the whole machine waits for them), and returns their cases in builder order.
std::vector<std::vector<CaseSpec>> runBuilders(const std::vector<Builder>& builders) {
  std::vector<std::vector<CaseSpec>> out(builders.size());
  std::atomic<size_t> next{0};
  std::exception_ptr failure;
  std::mutex failureMutex;
  const auto work = [&] {
    for (size_t i; (i = next++) < builders.size();) try {
        builders[i](out[i]);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(failureMutex);
        if (!failure) failure = std::current_exception();
      }
  };
  const size_t threads = std::min<size_t>(builders.size(), std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::thread> pool;
  for (size_t t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  return out;
}

// The families' cases, each family checked: names inside the family and unique.
std::vector<std::vector<CaseSpec>> build(const std::vector<size_t>& familyIndices) {
  std::vector<Builder> builders;
  for (size_t f : familyIndices)
    for (Builder b : families()[f].builders) builders.push_back(b);
  std::vector<std::vector<CaseSpec>> parts = runBuilders(builders);
  std::vector<std::vector<CaseSpec>> out;
  size_t part = 0;
  for (size_t f : familyIndices) {
    const std::string prefix = std::string(families()[f].prefix) + ".";
    std::vector<CaseSpec>& cases = out.emplace_back();
    for (size_t b = 0; b < families()[f].builders.size(); ++b, ++part) {
      if (cases.empty())
        cases = std::move(parts[part]);
      else
        std::move(parts[part].begin(), parts[part].end(), std::back_inserter(cases));
    }
    // Twins copy the family's cases: made here, not by building the family again beside it.
    const size_t originals = cases.size();
    for (TwinMaker twin : families()[f].twins) {
      std::vector<CaseSpec> made;
      twin(cases.data(), originals, made);
      std::move(made.begin(), made.end(), std::back_inserter(cases));
    }
    for (const CaseSpec& c : cases)
      if (c.name.compare(0, prefix.size(), prefix) != 0)
        throw std::logic_error("case " + c.name + " is outside its family " + families()[f].prefix);
    checkUnique(cases);
  }
  return out;
}

// Built on first use, only the families asked for (a filtered run pays only for what it can
// select), alsoNeeded with it in one go. Their builders start before index's: select asks for ld
// first, whose six builders then fill the gaps the others leave (vktexel list: 2.7 s on 2 cores,
// 3.0-3.8 s with ld's builders first, 4.4 s one builder at a time). The references stay valid.
const std::vector<CaseSpec>& familyCases(size_t index, const std::vector<size_t>& alsoNeeded) {
  static std::mutex mutex;
  // Never freed: tearing down millions of probes at exit cost a run ~0.3 s and serves nothing.
  static auto& built = *new std::array<std::optional<std::vector<CaseSpec>>,
                                       std::tuple_size_v<std::decay_t<decltype(families())>>>;
  const std::lock_guard<std::mutex> lock(mutex);
  if (!built[index]) {
    std::vector<size_t> missing;
    for (size_t f : alsoNeeded)
      if (!built[f] && f != index) missing.push_back(f);
    missing.push_back(index);
    std::vector<std::vector<CaseSpec>> cases = build(missing);
    for (size_t i = 0; i < missing.size(); ++i) built[missing[i]] = std::move(cases[i]);
  }
  return *built[index];
}

// Whether a glob can match some name starting with "prefix.": its literal start must agree.
bool canReach(const std::string& glob, const std::string& prefix) {
  const std::string literal = glob.substr(0, glob.find_first_of("*?"));
  const std::string start = prefix + ".";
  const size_t n = std::min(literal.size(), start.size());
  return literal.compare(0, n, start, 0, n) == 0;
}

}  // namespace

const std::vector<CaseSpec>& all() {
  static const std::vector<CaseSpec>& cases = *new std::vector<CaseSpec>([] {  // never freed, as above
    std::vector<size_t> every(families().size());
    for (size_t f = 0; f < every.size(); ++f) every[f] = f;
    std::vector<CaseSpec> out;
    for (std::vector<CaseSpec>& family : build(every))
      std::move(family.begin(), family.end(), std::back_inserter(out));
    checkUnique(out);
    return out;
  }());
  return cases;
}

std::vector<const CaseSpec*> select(const CaseFilter& filter) {
  std::vector<size_t> reachable;
  for (size_t f = 0; f < families().size(); ++f) {
    bool reaches = filter.include.empty();
    for (const std::string& glob : filter.include) reaches = reaches || canReach(glob, families()[f].prefix);
    if (reaches) reachable.push_back(f);
  }
  std::vector<const CaseSpec*> selected;
  for (size_t f : reachable)
    for (const CaseSpec& c : familyCases(f, reachable))
      if (filter.matches(c.name)) selected.push_back(&c);
  return selected;
}

}  // namespace vktexel::cases
