# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_legacy_scratch_isolation_is_scoped_to_lowered_pipelines (hand-written)
import pypto.language as pl


@pl.program
class ScratchLifetime:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], y: pl.Tensor[[64, 16], pl.FP32]):
        dead: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16])
        _prior_store = pl.tile.store(dead, [0, 0], y)
        scratch: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create(
            [16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec
        )
        for i in pl.range(4, attrs={"software_pipeline_slots": 3}):
            value: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16])
            reduced: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(value, scratch)
            _stored = pl.tile.store(reduced, [i * 16, 0], y)
