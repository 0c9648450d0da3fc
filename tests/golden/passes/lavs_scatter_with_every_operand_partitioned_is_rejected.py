# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_scatter_with_every_operand_partitioned_is_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        d: pl.Tensor[[256, 128], pl.FP32],
        s: pl.Tensor[[256, 128], pl.FP32],
        i: pl.Tensor[[256, 128], pl.INT32],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        dst = pl.tile.load(d, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        src = pl.tile.load(s, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        indexes = pl.tile.load(i, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        res = pl.tile.scatter(dst, src, indexes)
        seed = pl.tile.move(rhs, target_memory=pl.Mem.Mat)  # noqa: F841
        out_store = pl.tile.store(res, [0, 0], out_0)
        return out_store
