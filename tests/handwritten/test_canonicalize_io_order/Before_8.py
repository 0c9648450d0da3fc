# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_load_and_read_both_lift_to_top (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 2, 1, stage=1):
            t: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            # Store placed before read in source — reorder should swap them.
            pl.tile.store(t, [0, 0], out)
            _elem: pl.Scalar[pl.FP32] = pl.tile.read(t, [0, 0])
