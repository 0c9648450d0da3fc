# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_yield_terminator_stays_last_after_store_sinks (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(
        self,
        in_a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Tensor[[64, 64], pl.FP32],
        s0: pl.Scalar[pl.INDEX],
    ) -> pl.Scalar[pl.INDEX]:
        for i, (acc,) in pl.pipeline(0, 2, 1, stage=1, init_values=(s0,)):
            t: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            pl.tile.store(t, [0, 0], out)
            nxt: pl.Scalar[pl.INDEX] = acc + i
            r = pl.yield_(nxt)
        return r
