// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/profiling/profile_file.cuh -- the host side of --instrument's
// profiles that writes them: the counters of every registered translation
// unit as one JSON object (format "warpagg-profile", version 1, as
// docs/profiles.md describes), written to $WARPAGG_PROFILE_FILE whole or not
// at all. Use: profile.cuh.
//
// Preconditions: a POSIX host (getpid, mkstemp, rename); no CUDA call.
// Cost: once, at exit: the counters summed over their stripes and one file
// written.
#pragma once

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "counting.cuh"

namespace warpagg {
namespace profile {
namespace detail {

/// One registered translation unit: its table and its counters.
struct unit {
  const site_info *sites;
  unsigned count;
  const site_counts *counts;
};

inline void report(const std::string &what) {
  std::fprintf(stderr, "warpagg profile: %s\n", what.c_str());
}

inline void append_json_string(std::string &out, const char *s) {
  out += '"';
  for (; *s; ++s) {
    unsigned char c = static_cast<unsigned char>(*s);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

template <class Integer>
inline void append_field(std::string &out, const char *name, Integer value) {
  out += ", \"";
  out += name;
  out += "\": ";
  out += std::to_string(value);
}

/// One site's counters: the sums (and bounds) of its stripes.
inline site_counts summed(const site_counts *copies) {
  site_counts total{};
  total.min_address = ~0ull;
  total.min_key = LLONG_MAX;
  total.max_key = LLONG_MIN;
  for (unsigned k = 0; k < stripes; ++k) {
    const volatile site_counts &c = copies[k];
    total.executions += c.executions;
    total.lanes += c.lanes;
    total.addresses += c.addresses;
    total.with_peers += c.with_peers;
    total.uniform += c.uniform;
    total.contiguous += c.contiguous;
    total.runs += c.runs;
    total.low_occupancy += c.low_occupancy;
    total.element_bytes = c.element_bytes > total.element_bytes
                              ? c.element_bytes
                              : total.element_bytes;
    total.min_address =
        c.min_address < total.min_address ? c.min_address : total.min_address;
    total.max_address =
        c.max_address > total.max_address ? c.max_address : total.max_address;
    total.min_key = c.min_key < total.min_key ? c.min_key : total.min_key;
    total.max_key = c.max_key > total.max_key ? c.max_key : total.max_key;
  }
  return total;
}

/// The profile of every registered site, as JSON (format "warpagg-profile",
/// version 1), read from the host counters.
inline std::string profile_json(const std::vector<unit> &units) {
  std::string out = "{\n  \"format\": \"warpagg-profile\",\n  \"version\": 1,\n"
                    "  \"sites\": [";
  bool first = true;
  for (const unit &u : units)
    for (unsigned i = 0; i < u.count; ++i) {
      const site_info &s = u.sites[i];
      const site_counts c = summed(u.counts + i * stripes);
      unsigned long long bytes = c.element_bytes > s.element_bytes
                                     ? c.element_bytes
                                     : s.element_bytes;
      unsigned long long executions = c.executions;
      unsigned long long low = c.min_address, high = c.max_address;
      unsigned long long span =
          executions && bytes && high >= low ? (high - low) / bytes + 1 : 0;
      out += first ? "\n    {\"file\": " : ",\n    {\"file\": ";
      first = false;
      append_json_string(out, s.file);
      append_field(out, "line", s.line);
      out += ", \"hash\": ";
      append_json_string(out, s.hash);
      out += ", \"function\": ";
      append_json_string(out, s.function);
      out += ", \"call\": ";
      append_json_string(out, s.call);
      append_field(out, "executions", executions);
      append_field(out, "lanes", c.lanes);
      append_field(out, "addresses", c.addresses);
      append_field(out, "with_peers", c.with_peers);
      append_field(out, "uniform", c.uniform);
      append_field(out, "contiguous", c.contiguous);
      append_field(out, "runs", c.runs);
      append_field(out, "element_bytes", bytes);
      append_field(out, "key_span", span);
      append_field(out, "low_occupancy", c.low_occupancy);
      if (executions && c.min_key <= c.max_key) {
        append_field(out, "key_low", c.min_key);
        append_field(out, "key_high", c.max_key);
      }
      out += "}";
    }
  out += first ? "]\n}\n" : "\n  ]\n}\n";
  return out;
}

/// $WARPAGG_PROFILE_FILE (default warpagg-%p.profile.json), each %p the
/// process id.
inline std::string profile_path() {
  const char *given = std::getenv("WARPAGG_PROFILE_FILE");
  std::string pattern =
      given && *given ? given : "warpagg-%p.profile.json";
  std::string path;
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] == 'p') {
      path += std::to_string(static_cast<long long>(getpid()));
      ++i;
    } else {
      path += pattern[i];
    }
  }
  return path;
}

inline bool write_all(int fd, const std::string &text) {
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

/// Writes \p text to \p path: whole to a temporary file beside it, renamed
/// over it; a character device or FIFO is written as it is; anything else
/// that is not a regular file is left alone. Errors are reported.
inline void write_profile(const std::string &path, const std::string &text) {
  auto fail = [&](const char *what, int error) {
    report("cannot write '" + path + "': " + what +
           (error ? std::string(": ") + std::strerror(error) : std::string()));
  };
  struct stat target, link;
  if (::stat(path.c_str(), &target) == 0 &&
      (S_ISCHR(target.st_mode) || S_ISFIFO(target.st_mode))) {
    FILE *f = std::fopen(path.c_str(), "w");
    if (!f)
      return fail("cannot open it", errno);
    bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    int error = ok ? 0 : errno;
    if (std::fclose(f) != 0 && ok) {
      ok = false;
      error = errno;
    }
    if (!ok)
      fail("write failed", error);
    return;
  }
  if (::lstat(path.c_str(), &link) == 0 && !S_ISREG(link.st_mode))
    return fail("it exists and is not a regular file (not replaced)", 0);
  std::string temp = path + ".tmp-XXXXXX";
  std::vector<char> name(temp.begin(), temp.end());
  name.push_back('\0');
  int fd = ::mkstemp(name.data());
  if (fd < 0)
    return fail("cannot create a temporary file beside it", errno);
  bool ok = write_all(fd, text);
  int error = ok ? 0 : errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    error = errno;
  }
  if (ok && ::rename(name.data(), path.c_str()) != 0) {
    ok = false;
    error = errno;
  }
  if (!ok) {
    ::unlink(name.data());
    fail("write failed", error);
  }
}

} // namespace detail
} // namespace profile
} // namespace warpagg
