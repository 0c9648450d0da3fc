# ptoc: print
# The reference's parser tests of comments (tests/ut/ir/parser/test_parse_comments.py):
# a docstring becomes the leading comment of the next statement, before the
# `#` lines above it; a trailing comment leads its statement; a compound
# statement's header comments lead it and the first comment of a body leads
# that body's first statement; a comment above `else:` leads the first
# statement of the else branch.
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def docstring(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        """hello world"""
        y = x
        return y

    @pl.function
    def mixed(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        """doc"""
        # hash
        y = x
        return y

    @pl.function
    def trailing(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        # outer
        y = x  # trailing
        return y

    @pl.function
    def compound_for_loop(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        y = x
        # main loop
        for i in pl.range(16):  # tiles
            # body
            y = y + 1.0
        return y

    @pl.function
    def if_else_branches(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        # check positivity
        if x > 0.0:  # positive
            # print x
            y = x
        # fallback
        else:
            y = -x
        return y
