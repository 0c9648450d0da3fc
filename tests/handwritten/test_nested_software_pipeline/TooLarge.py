# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_nested_capacity_counts_a_shared_region_once (hand-written)
import pypto.language as pl


@pl.program
class TooLarge:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[2048, 256], pl.FP32], y: pl.Tensor[[2048, 256], pl.FP32]):
        for g in pl.pipeline(4, stage=3):
            for p in pl.pipeline(2, stage=2):
                value: pl.Tile[[256, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(
                    x, [(g * 2 + p) * 256, 0], [256, 256]
                )
                result: pl.Tile[[256, 256], pl.FP32, pl.Mem.Vec] = pl.tile.adds(value, 1.0)
                _stored = pl.tile.store(result, [(g * 2 + p) * 256, 0], y)
