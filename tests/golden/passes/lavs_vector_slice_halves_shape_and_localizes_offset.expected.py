@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        src: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=1)  # noqa: F841
        sub = pl.tile.slice(src, [64, 128], [0 + subblock_idx * 64, 0])
        out_store = pl.tile.store(sub, [0 + subblock_idx * 64, 0], out_0)
        return out_store
