# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_rejects_tensor_view_of_nz (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Viewed:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        w: pl.Tensor[[256, 512], pl.INT8, pl.NZ],
        out: pl.Tensor[[256, 512], pl.INT8],
    ):
        v = pl.tensor.view(w, [512, 256])
        wt = pl.load(v, [0, 0], [512, 256], target_memory=pl.Mem.Mat)
        pl.store(wt, [0, 0], out)
        return out
