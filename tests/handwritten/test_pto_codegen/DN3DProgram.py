# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_3d_dn_tensor_view_uses_canonical_stride (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class DN3DProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        # Explicit DN view with canonical-packed strides per RFC §2.3:
        # shape [B=2, K=48, N=64] → stride[1]=1, stride[2]=K=48,
        # stride[0]=K*N=3072. Uses the explicit TensorView form (RFC
        # #1300 supplementary 1 escape hatch); the test subject is the
        # 3-D DN codegen path, so the DN view is part of the fixture.
        b: pl.Tensor[
            [2, 48, 64],
            pl.FP32,
            pl.TensorView(stride=[3072, 1, 48], layout=pl.TensorLayout.DN),
        ],
        out: pl.Out[pl.Tensor[[2, 48, 64], pl.FP32]],
    ) -> pl.Tensor[[2, 48, 64], pl.FP32]:
        tile_b = pl.load(b, [0, 0, 0], [2, 48, 64])
        return pl.store(tile_b, [0, 0, 0], out)
