// Tests for pgn: see the file header once written.
#include <gtest/gtest.h>
