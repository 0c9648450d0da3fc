@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[32, 15], pl.FP32],
        out_0: pl.Out[pl.Tensor[[32, 15], pl.FP32]],
    ) -> pl.Tensor[[32, 15], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=2)  # noqa: F841
        prev: pl.Tile[
            [32, 8],
            pl.FP32,
            pl.Mem.Vec,
            pl.TileView(valid_shape=[32, pl.min(pl.max(15, subblock_idx * 8) - subblock_idx * 8, 8)]),
        ] = pl.tile.load(
            data,
            [0, 0 + subblock_idx * 8],
            [32, 8],
            [32, pl.min(pl.max(15, subblock_idx * 8) - subblock_idx * 8, 8)],
            target_memory=pl.Mem.Vec,
        )
        out_store = pl.tile.store(prev, [0, 0 + subblock_idx * 8], out_0)
        return out_store
