# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_target_dependent_scratch_stays_exempt: its Before; the reference test checks lines of the lowered program, which this output holds
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        idx: pl.Tensor[[256, 128], pl.INT32],
        src: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        tmp: pl.Tile[[256, 128], pl.INT32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        indices = pl.tile.load(idx, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        picked = pl.tile.gather(src, indices, tmp)
        gathered_mat = pl.tile.move(picked, target_memory=pl.Mem.Mat)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
