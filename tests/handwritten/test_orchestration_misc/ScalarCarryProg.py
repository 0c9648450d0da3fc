# tests/ut/codegen/test_orchestration_misc.py::TestScalarCarryPhiCodegen::test_scalar_carry_phi_not_emitted_as_tensor (hand-written)
import pypto.language as pl

N = 16
TILE = 4


@pl.program
class ScalarCarryProg:
    @pl.function(type=pl.FunctionType.AIV)
    def scope_b_kernel(
        self,
        x: pl.Tensor[[N, N], pl.FP32],
        out_b: pl.Out[pl.Tensor[[N, N], pl.FP32]],
        out_c: pl.Out[pl.Tensor[[N, N], pl.FP32]],
    ) -> tuple[pl.Tensor[[N, N], pl.FP32], pl.Tensor[[N, N], pl.FP32]]:
        t: pl.Tile[[N, N], pl.FP32] = pl.load(x, [0, 0], [N, N])
        out_b = pl.store(t, [0, 0], out_b)
        out_c = pl.store(t, [0, 0], out_c)
        return out_b, out_c

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[N, N], pl.FP32],
        out_b: pl.Out[pl.Tensor[[N, N], pl.FP32]],
        out_c: pl.Out[pl.Tensor[[N, N], pl.FP32]],
        row_start: pl.Scalar[pl.INDEX],
    ) -> tuple[pl.Tensor[[N, N], pl.FP32], pl.Tensor[[N, N], pl.FP32]]:
        # global_c_idx is assigned from a scalar param before the
        # parallel loop — ConvertToSSA sees it in 'before' and adds it
        # as a carry when it is reassigned inside the loop body.
        global_c_idx = row_start

        # The parallel loop carries global_c_idx (Scalar) mixed with
        # Tensor carries out_b, out_c.  Before the fix, the Scalar carry
        # phi was emitted as ``const Tensor&`` causing a C++ compile error.
        for batch_idx in pl.parallel(0, N // TILE):
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="scope_b"):
                for inner in pl.range(TILE):
                    global_c_idx = batch_idx + inner  # noqa: F841
                    out_b, out_c = self.scope_b_kernel(x, out_b, out_c)

        return out_b, out_c
