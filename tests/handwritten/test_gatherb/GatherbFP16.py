# tests/st/runtime/ops/test_gatherb.py::_prog_fp16 (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class GatherbFP16:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[M, N], pl.FP16],
        offset: pl.Tensor[[M, N], pl.UINT32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP16]],
    ) -> pl.Tensor[[M, N], pl.FP16]:
        t_src: pl.Tile[[M, N], pl.FP16] = pl.load(src, [0, 0], [M, N])
        t_off: pl.Tile[[M, N], pl.UINT32] = pl.load(offset, [0, 0], [M, N])
        out_tile: pl.Tile[[M, N], pl.FP16] = pl.tile.gatherb(t_src, t_off)
        out = pl.store(out_tile, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        src: pl.Tensor[[M, N], pl.FP16],
        offset: pl.Tensor[[M, N], pl.UINT32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP16]],
    ) -> pl.Tensor[[M, N], pl.FP16]:
        out = self.kernel(src, offset, out)
        return out
