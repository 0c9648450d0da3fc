# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vc_boundary_gathers_left_right_shard_fed_directly (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def split_auto(
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        popped = pl.tile.move(qk, target_memory=pl.Mem.Vec)
        back = pl.tile.move(popped, target_memory=pl.Mem.Mat)  # noqa: F841 - V->C boundary
        out_store = pl.tile.store(popped, [0, 0], out_0)
        return out_store
