# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vc_boundary_gathers_left_right_shard_fed_directly (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True},
    )
    def split_auto(
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        popped = pl.tile.aiv_shard(qk, split=2)
        back = pl.tile.aic_gather(popped, split=2)  # noqa: F841
        out_store = pl.tile.store(popped, [0, 0 + subblock_idx * 64], out_0)
        return out_store
