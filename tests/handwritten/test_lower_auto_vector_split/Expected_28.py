# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_same_rank_singleton_operand_is_shared (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        x: pl.Tensor[[256, 128], pl.FP32],
        bias: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        v = pl.tile.load(x, [0 + subblock_idx * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        vec_h = pl.tile.add(v, bias)
        gathered_mat = pl.tile.aic_gather(vec_h, split=1)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
