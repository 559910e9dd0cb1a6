// Where a run's time goes (vktexel bench, DESIGN.md "speed"): host phases by the steady clock,
// device phases by timestamps written into each submission.
#pragma once

#include <chrono>
#include <cstddef>
#include <vector>

namespace vktexel {

struct PhaseTimes {
  // Host seconds.
  double model = 0;     // host images, gates and the CPU model's expectations
  double compile = 0;   // GLSL generation, glslang, spirv-val (shader cache misses)
  double pipeline = 0;  // vkCreateComputePipelines and the multisample fill pipelines
  double prepare = 0;   // staging, images, views, descriptors, command recording
  double submit = 0;    // from vkQueueSubmit until the fence signals
  double compare = 0;   // results against the model, and the gather diagnosis re-runs
  // Device seconds (timestamps; 0 where the queue has none).
  double upload = 0;                  // buffer-to-image copies and multisample fill draws
  double dispatch = 0;                // every dispatch
  std::vector<double> firstDispatch;  // the first dispatch after each new pipeline (a JIT lands here)
  // Each dispatch that binds a set of view states (slot signatures) its pipeline has not bound
  // before on this device: where a software driver that specialises on them JITs.
  std::vector<double> newStateSetDispatch;
  size_t probes = 0;
  size_t submissions = 0;
  size_t dispatches = 0;  // one per round of views (run/slot_plan.h): a software driver JITs per bound state
  // Compile points of drivers that compile texture functions per view (run/view_states.h), per
  // device: static view states its views took, and (view state, sampler, lookup form) triples its
  // dispatches used.
  size_t viewStates = 0;
  size_t lookupStates = 0;

  void add(const PhaseTimes& o);
  double medianFirstDispatch() const;
  double medianNewStateSetDispatch() const;
};

// Seconds since construction or the last lap.
class Stopwatch {
 public:
  double lap() {
    const auto now = std::chrono::steady_clock::now();
    const double s = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    return s;
  }

 private:
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace vktexel
