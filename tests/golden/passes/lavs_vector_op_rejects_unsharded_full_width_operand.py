# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vector_op_rejects_unsharded_full_width_operand: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        vec: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        vec_h = pl.tile.add(vec, vec)
        gathered_mat = pl.tile.move(vec_h, target_memory=pl.Mem.Mat)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
