# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_tuple_result_op_over_a_partitioned_operand_is_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        t: pl.Tensor[[256, 128], pl.FP32],
        tmp: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 16], pl.INT32]],
    ) -> pl.Tensor[[256, 16], pl.INT32]:
        src = pl.tile.load(t, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        dst, cdst = pl.tile.gather_compare(src, pl.const(1.0, pl.FP32), tmp, cmp_mode="eq", out_cols=16)
        seed = pl.tile.move(rhs, target_memory=pl.Mem.Mat)  # noqa: F841
        out_store = pl.tile.store(dst, [0, 0], out_0)
        return out_store
