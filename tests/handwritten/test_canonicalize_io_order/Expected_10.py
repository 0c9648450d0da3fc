# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_yield_terminator_stays_last_after_store_sinks (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(
        self,
        in_a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Tensor[[64, 64], pl.FP32],
        s0: pl.Scalar[pl.INDEX],
    ) -> pl.Scalar[pl.INDEX]:
        for i, (acc,) in pl.range(0, 2, 1, init_values=(s0,)):
            # ScalarCompute lifts to the top.
            nxt: pl.Scalar[pl.INDEX] = acc + i
            # Load follows.
            t: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            # Store sinks — but only among non-terminators.
            pl.tile.store(t, [0, 0], out)
            # The terminator stays absolutely last.
            r = pl.yield_(nxt)
        return r
