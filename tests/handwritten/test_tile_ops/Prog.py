# tests/ut/ir/operators/test_tile_ops.py::TestTileLoadOp::test_load_via_pl_load_with_valid_shapes (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        M: pl.Scalar[pl.INT64],
        N: pl.Scalar[pl.INT64],
    ) -> pl.Tile[[128, 128], pl.FP32]:
        tile: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128], valid_shapes=[M, N])
        return tile
