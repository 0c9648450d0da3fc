@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        qk: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[0, 128])],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        popped: pl.Tile[
            [8, 128],
            pl.FP32,
            pl.Mem.Vec,
            pl.TileView(valid_shape=[pl.min(pl.max(0, subblock_idx * 8) - subblock_idx * 8, 8), 128]),
        ] = pl.tile.aiv_shard(qk, split=1)
        out_store = pl.tile.store(popped, [0 + subblock_idx * 8, 0], out_0)
        return out_store
