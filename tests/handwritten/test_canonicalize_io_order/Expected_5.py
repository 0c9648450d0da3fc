# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_store_and_write_both_sink_to_bottom (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            t1: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            t2: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [64, 0], [64, 64])
            pl.tile.store(t1, [0, 0], out)
            pl.tile.write(t2, [0, 0], 7.0)  # pyright: ignore[reportArgumentType]
