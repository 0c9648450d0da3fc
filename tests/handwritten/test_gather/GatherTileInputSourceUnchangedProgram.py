# tests/st/runtime/ops/test_gather.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GatherTileInputSourceUnchangedProgram:
    """Regression for #1622: ``pl.tensor.gather`` on a local ``TileType`` input
    must not mutate the source tile.

    Builds a local tensor from ``src`` via ``pl.create_tensor`` + ``pl.assemble``
    (so the upstream conversion lowers it to a ``TileType`` before
    ``ConvertTensorToTileOps`` sees the gather), runs ``pl.tensor.gather`` on
    it, then echoes the local tensor back out as ``src_echo``. With the pre-fix
    lowering, the per-row ``tile.slice`` was emitted with an explicit
    ``valid_shape`` equal to the slice shape, which triggered a materializing
    ``pto.tmov`` whose destination aliased the source allocation — corrupting
    row 0 of the source to the last-materialized row. The fixed (view-only)
    lowering leaves ``src_echo`` bit-identical to ``src``.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.FP32],
        idx: pl.Tensor[[16, 8], pl.INT32],
        src_echo: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        gathered: pl.Out[pl.Tensor[[16, 8], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 8], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            local = pl.create_tensor([16, 64], dtype=pl.FP32)
            local = pl.assemble(local, src, [0, 0])
            g = pl.tensor.gather(local, dim=-1, index=idx)
            gathered = pl.assemble(gathered, g, [0, 0])
            src_echo = pl.assemble(src_echo, local, [0, 0])
        return src_echo, gathered
