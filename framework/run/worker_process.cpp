#include "run/worker_process.h"

#include "run/result_wire.h"

#include <malloc.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <stdexcept>
#include <string>

namespace vktexel {
namespace {

void writeAll(int fd, const std::string& s) {
  size_t done = 0;
  while (done < s.size()) {
    const ssize_t n = ::write(fd, s.data() + done, s.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) _exit(3);  // the parent is gone
    done += size_t(n);
  }
}

void send(int fd, const std::string& tag, const std::vector<std::string>& fields) {
  std::vector<std::string> all = {tag};
  all.insert(all.end(), fields.begin(), fields.end());
  writeAll(fd, joinFields(all) + "\n");
}

// The memory this process wrote to (Private_Dirty, MiB): what its exit gives back; 0 where
// /proc cannot say.
size_t privateMiB() {
  std::ifstream rollup("/proc/self/smaps_rollup");
  for (std::string line; std::getline(rollup, line);)
    if (line.rfind("Private_Dirty:", 0) == 0) return std::stoul(line.substr(14)) / 1024;
  return 0;
}

// One command line from the parent, without its newline; false when the parent closed the pipe.
bool readCommand(int fd, std::string& line) {
  line.clear();
  char c = 0;
  while (true) {
    const ssize_t n = ::read(fd, &c, 1);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    if (c == '\n') return true;
    line += c;
  }
}

void startSession(const Session& session, int events) {
  send(events, "D", {session.physical().describe(), describeRobustness(session.robustness())});
}

void runCases(Session& session, const std::vector<const CaseSpec*>& cases, int events) {
  session.run(
      cases, [&](const CaseResult& r) { writeAll(events, "R\t" + encodeResult(r) + "\n"); },
      [&](const Batch& b) {
        std::vector<std::string> names;
        for (const CaseSpec* c : b.cases) names.push_back(c->name);
        send(events, "B", names);
      });
  std::vector<std::string> totals = {std::to_string(session.stats().batches),
                                     std::to_string(session.stats().pipelines),
                                     std::to_string(session.validationMessages())};
  for (const std::string& f : encodeTimes(session.stats().times)) totals.push_back(f);
  send(events, "S", totals);
}

}  // namespace

int runCasesWorker(const std::vector<const CaseSpec*>& cases, const SessionOptions& options, int events) {
  try {
    Session session(options);
    startSession(session, events);
    runCases(session, cases, events);
    return 0;
  } catch (const std::exception& e) {
    send(events, "E", {e.what()});
    return 2;
  }
}

int runParcelsWorker(const std::vector<Parcel>& parcels, const SessionOptions& options, int commands,
                     int events) {
  try {
    Session session(options);
    startSession(session, events);
    for (std::string line; readCommand(commands, line);) {
      send(events, "A", {});
      runCases(session, parcels.at(std::stoul(line)).cases, events);
      session.startAfresh();  // the next parcel has shader keys of its own
      malloc_trim(0);
      if (session.lostADevice() || privateMiB() > kLaneWorkerMiB) {
        send(events, "P", {"end"});
        return 0;
      }
      send(events, "P", {});
    }
    return 0;
  } catch (const std::exception& e) {
    send(events, "E", {e.what()});
    return 2;
  }
}

}  // namespace vktexel
