@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        popped = pl.tile.aiv_shard(qk, split=1)
        y: pl.Tile[
            [64, 128],
            pl.FP32,
            pl.Mem.Vec,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tile.add(popped, popped)
        out_store = pl.tile.store(y, [16 + subblock_idx * 64, 0], out_0)
        return out_store
