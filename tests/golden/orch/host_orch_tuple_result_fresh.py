# ptoc: compile --backend 910B --emit=host_orch
# A chip orchestrator whose tuple result holds a tensor it makes, not one of its arguments:
# the HOST side has no tensor to name that element by, so it is refused at the element.
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        out_s: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        t: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        return out_s, t

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        out_s: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        s, t = self.chip_orch(a, out_s)
        return s
