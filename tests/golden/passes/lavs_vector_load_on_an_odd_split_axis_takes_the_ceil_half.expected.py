@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[15, 32], pl.FP32],
        out_0: pl.Out[pl.Tensor[[15, 32], pl.FP32]],
    ) -> pl.Tensor[[15, 32], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=1)  # noqa: F841
        prev: pl.Tile[
            [8, 32],
            pl.FP32,
            pl.Mem.Vec,
            pl.TileView(valid_shape=[pl.min(pl.max(15, subblock_idx * 8) - subblock_idx * 8, 8), 32]),
        ] = pl.tile.load(
            data,
            [0 + subblock_idx * 8, 0],
            [8, 32],
            [pl.min(pl.max(15, subblock_idx * 8) - subblock_idx * 8, 8), 32],
            target_memory=pl.Mem.Vec,
        )
        out_store = pl.tile.store(prev, [0 + subblock_idx * 8, 0], out_0)
        return out_store
