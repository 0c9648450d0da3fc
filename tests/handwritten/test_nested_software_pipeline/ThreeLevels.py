# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_three_levels_use_logical_iteration_residues (hand-written)
import pypto.language as pl


@pl.program
class ThreeLevels:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Tensor[[64, 64], pl.FP32]):
        for g in pl.pipeline(4, stage=3):
            for p in pl.pipeline(2, 12, 2, stage=2):
                for q in pl.pipeline(3, 9, 3, stage=3):
                    row: pl.Scalar[pl.INDEX] = g * 10 + (p // 2 - 1) * 2 + q // 3 - 1
                    value: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [1, 64])
                    result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(value, 1.0)
                    _stored = pl.tile.store(result, [row, 0], y)
