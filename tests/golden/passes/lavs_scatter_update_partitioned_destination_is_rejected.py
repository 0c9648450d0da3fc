# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_scatter_update_partitioned_destination_is_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        x: pl.Tensor[[256, 128], pl.FP32],
        index: pl.Tile[[256, 128], pl.INT32, pl.Mem.Vec],
        values: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        base = pl.tile.load(x, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        upd = pl.tile.scatter_update(base, index, values, dim=-2)
        gathered_mat = pl.tile.move(upd, target_memory=pl.Mem.Mat)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
