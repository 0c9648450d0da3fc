# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_scratch_with_partitioned_producer_is_still_accepted: its Before; the reference test checks lines of the lowered program, which this output holds
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        x: pl.Tensor[[256, 128], pl.FP32],
        s: pl.Tensor[[256, 128], pl.FP32],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        v = pl.tile.load(x, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        # Scratch produced INSIDE the region, so the pass halves it too.
        scratch = pl.tile.load(s, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        sums = pl.tile.row_sum(v, scratch)
        vec_h = pl.tile.row_expand_mul(v, sums)
        gathered_mat = pl.tile.move(vec_h, target_memory=pl.Mem.Mat)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
