# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_parent_and_child_own_hierarchical_versions (hand-written)
import pypto.language as pl


@pl.program
class ParentAndChild:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[12, 64], pl.FP32], y: pl.Tensor[[12, 64], pl.FP32]):
        for g in pl.pipeline(4, stage=3):
            parent_value: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [g * 3, 0], [1, 64])
            parent_result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(parent_value, 1.0)
            _parent_stored = pl.tile.store(parent_result, [g * 3, 0], y)
            for p in pl.pipeline(2, stage=2):
                child_value: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
                    x, [g * 3 + p + 1, 0], [1, 64]
                )
                child_result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(child_value, 1.0)
                _child_stored = pl.tile.store(child_result, [g * 3 + p + 1, 0], y)
