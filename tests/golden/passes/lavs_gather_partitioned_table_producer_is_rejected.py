# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_gather_partitioned_table_producer_is_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        tbl: pl.Tensor[[256, 128], pl.FP32],
        idx: pl.Tensor[[256, 128], pl.INT32],
        tmp: pl.Tile[[256, 128], pl.INT32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        # The lookup table is LOADED inside the region, so the pass halves it.
        src = pl.tile.load(tbl, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        indices = pl.tile.load(idx, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        picked = pl.tile.gather(src, indices, tmp)
        gathered_mat = pl.tile.move(picked, target_memory=pl.Mem.Mat)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
